// One of the two candidate files of `mod both;` (mod-both-files.rs).
