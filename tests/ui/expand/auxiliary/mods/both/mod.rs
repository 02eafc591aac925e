// The other candidate file of `mod both;` (mod-both-files.rs).
