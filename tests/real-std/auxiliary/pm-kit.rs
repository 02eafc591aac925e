// force-host
// no-prefer-dynamic
// A proc-macro crate built by the compiler under test: function-like,
// attribute and derive macros, through the token API and through strings.
#![crate_type = "proc-macro"]

extern crate proc_macro;
use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// `make_fn!(name, value)`: `fn name() -> u32 { value }`, built tree by tree.
#[proc_macro]
pub fn make_fn(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let name = match &trees[0] {
        TokenTree::Ident(i) => i.clone(),
        t => panic!("expected a name, found `{}`", t),
    };
    let value = match &trees[2] {
        TokenTree::Literal(l) => l.to_string(),
        t => panic!("expected a literal, found `{}`", t),
    };
    let body: TokenStream = vec![TokenTree::Literal(Literal::u32_unsuffixed(value.parse().unwrap()))]
        .into_iter()
        .collect();
    let mut out = TokenStream::new();
    out.extend(vec![
        TokenTree::Ident(Ident::new("fn", Span::call_site())),
        TokenTree::Ident(name),
        TokenTree::Group(Group::new(Delimiter::Parenthesis, TokenStream::new())),
        TokenTree::Punct(Punct::new('-', Spacing::Joint)),
        TokenTree::Punct(Punct::new('>', Spacing::Alone)),
        TokenTree::Ident(Ident::new("u32", Span::mixed_site())),
        TokenTree::Group(Group::new(Delimiter::Brace, body)),
    ]);
    out
}

/// `describe!(tokens)`: a string literal describing each token tree.
#[proc_macro]
pub fn describe(input: TokenStream) -> TokenStream {
    fn walk(ts: TokenStream, out: &mut Vec<String>) {
        for tt in ts {
            match tt {
                TokenTree::Group(g) => {
                    out.push(format!("group {:?} [", g.delimiter()));
                    walk(g.stream(), out);
                    out.push("]".to_string());
                }
                TokenTree::Ident(i) => out.push(format!("ident {}", i)),
                TokenTree::Punct(p) => out.push(format!("punct {} {:?}", p.as_char(), p.spacing())),
                TokenTree::Literal(l) => out.push(format!("literal {}", l)),
            }
        }
    }
    let mut parts = Vec::new();
    walk(input, &mut parts);
    TokenTree::Literal(Literal::string(&parts.join(", "))).into()
}

/// `stringify_ts!(tokens)`: the stream's `to_string()`.
#[proc_macro]
pub fn stringify_ts(input: TokenStream) -> TokenStream {
    TokenTree::Literal(Literal::string(&input.to_string())).into()
}

/// `#[traced(tag)]`: the function prints the tag and its name first.
#[proc_macro_attribute]
pub fn traced(attr: TokenStream, item: TokenStream) -> TokenStream {
    let tag = attr.to_string();
    let mut trees: Vec<TokenTree> = item.into_iter().collect();
    let name = trees
        .iter()
        .skip_while(|t| t.to_string() != "fn")
        .nth(1)
        .map(|t| t.to_string())
        .unwrap();
    let body = match trees.pop() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => g,
        _ => panic!("`#[traced]` needs a function with a body"),
    };
    let print: TokenStream = format!("println!(\"[{}] {}\");", tag, name).parse().unwrap();
    let mut inner = print;
    inner.extend(body.stream());
    trees.push(TokenTree::Group(Group::new(Delimiter::Brace, inner)));
    trees.into_iter().collect()
}

/// `#[derive(Describe)]` with `#[describe(skip)]` on fields: a
/// `describe()` that names the type and its fields not skipped.
#[proc_macro_derive(Describe, attributes(describe))]
pub fn derive_describe(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let pos = trees.iter().position(|t| t.to_string() == "struct").expect("a struct");
    let name = trees[pos + 1].to_string();
    let mut fields = Vec::new();
    if let Some(TokenTree::Group(g)) = trees.last() {
        let mut skip = false;
        let mut prev: Option<TokenTree> = None;
        for tt in g.stream() {
            match &tt {
                TokenTree::Group(a) if a.delimiter() == Delimiter::Bracket => {
                    skip |= a.stream().to_string().contains("skip");
                }
                TokenTree::Punct(p) if p.as_char() == ':' => {
                    if let Some(TokenTree::Ident(f)) = &prev {
                        if !skip {
                            fields.push(f.to_string());
                        }
                        skip = false;
                    }
                }
                _ => {}
            }
            prev = Some(tt);
        }
    }
    format!(
        "impl {} {{ fn describe() -> &'static str {{ \"{} {{ {} }}\" }} }}",
        name,
        name,
        fields.join(", ")
    )
    .parse()
    .unwrap()
}

/// A macro that panics.
#[proc_macro]
pub fn explode(_input: TokenStream) -> TokenStream {
    panic!("kaboom: {}", 6 * 7)
}

/// A derive that panics.
#[proc_macro_derive(Explode)]
pub fn derive_explode(_input: TokenStream) -> TokenStream {
    panic!("derive went wrong")
}

/// `no_underscores!(idents)`: a `compile_error!` spanned at the first
/// identifier starting with `_` (every token of the error carries its
/// span), else nothing.
#[proc_macro]
pub fn no_underscores(input: TokenStream) -> TokenStream {
    for t in input {
        if let TokenTree::Ident(id) = &t {
            if id.to_string().starts_with('_') {
                let msg = format!("identifiers may not start with `_`: `{}`", id);
                let err: TokenStream = format!("compile_error!({:?});", msg).parse().unwrap();
                return err
                    .into_iter()
                    .map(|mut tt| {
                        if let TokenTree::Group(g) = &tt {
                            let mut g2 = Group::new(g.delimiter(), g.stream().into_iter().map(|mut x| {
                                x.set_span(id.span());
                                x
                            }).collect());
                            g2.set_span(id.span());
                            tt = TokenTree::Group(g2);
                        } else {
                            tt.set_span(id.span());
                        }
                        tt
                    })
                    .collect();
            }
        }
    }
    TokenStream::new()
}

/// `reject!(message)`: `compile_error!(message)`.
#[proc_macro]
pub fn reject(input: TokenStream) -> TokenStream {
    format!("compile_error!({});", input).parse().unwrap()
}

fn let_with(span: Span, name: &str, value: u32) -> TokenStream {
    vec![
        TokenTree::Ident(Ident::new("let", span)),
        TokenTree::Ident(Ident::new(name, span)),
        TokenTree::Punct(Punct::new('=', Spacing::Alone)),
        TokenTree::Literal(Literal::u32_unsuffixed(value)),
        TokenTree::Punct(Punct::new(';', Spacing::Alone)),
    ]
    .into_iter()
    .collect()
}

/// `let a = 1;` with call-site hygiene: the caller sees `a`.
#[proc_macro]
pub fn let_call_site(_: TokenStream) -> TokenStream {
    let_with(Span::call_site(), "a", 1)
}

/// `let b = 2;` with mixed-site hygiene: only the macro's own `b` sees it.
#[proc_macro]
pub fn let_mixed_site(_: TokenStream) -> TokenStream {
    let mut ts = let_with(Span::mixed_site(), "b", 2);
    // parsed text has call-site spans: this `b` is the caller's
    ts.extend("println!(\"caller's b: {}\", b);".parse::<TokenStream>().unwrap());
    ts.extend(vec![
        TokenTree::Ident(Ident::new("println", Span::call_site())),
        TokenTree::Punct(Punct::new('!', Spacing::Alone)),
        TokenTree::Group(Group::new(
            Delimiter::Parenthesis,
            vec![
                TokenTree::Literal(Literal::string("macro's b: {}")),
                TokenTree::Punct(Punct::new(',', Spacing::Alone)),
                TokenTree::Ident(Ident::new("b", Span::mixed_site())),
            ]
            .into_iter()
            .collect(),
        )),
        TokenTree::Punct(Punct::new(';', Spacing::Alone)),
    ]);
    ts
}

/// Source text with unbalanced delimiters: the lexer's errors, at the call
/// site (an unclosed delimiter is repaired, a stray closer stops the macro).
#[proc_macro]
pub fn bad_source(_: TokenStream) -> TokenStream {
    let mut ts: TokenStream = "f(".parse().unwrap();
    ts.extend(");".parse::<TokenStream>().unwrap());
    ts
}

/// `#[twice]` on a statement: the statement, twice.
#[proc_macro_attribute]
pub fn twice(_: TokenStream, item: TokenStream) -> TokenStream {
    let mut ts = item.clone();
    ts.extend(item);
    ts
}

/// `#[show_stmt]`: the statement, and a `println!` of its tokens after it.
#[proc_macro_attribute]
pub fn show_stmt(_: TokenStream, item: TokenStream) -> TokenStream {
    let text = item.to_string();
    let mut ts = item;
    ts.extend(format!("println!(\"{{}}\", {:?});", text).parse::<TokenStream>().unwrap());
    ts
}

/// `#[drop_it]`: nothing.
#[proc_macro_attribute]
pub fn drop_it(_: TokenStream, _: TokenStream) -> TokenStream {
    TokenStream::new()
}
