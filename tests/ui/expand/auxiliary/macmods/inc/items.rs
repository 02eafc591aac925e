pub mod three;
m!(four);
