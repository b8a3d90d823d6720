package fix

import "path"

const host = "https://api.example.com"

// Invalid.

func fixed() {
	_ = path.Join("http://original.example.com/stuff", "addition") // want `makes "http:/original.example.com/stuff/addition"`
	_ = path.Join(host, "v1", "users/")                            // want `makes "https:/api.example.com/v1/users"`
	_ = path.Clean("https://www.example.com/th/./a.jpg")           // want `path.Clean makes "https:/www.example.com/th/a.jpg"`
	_ = path.Join("", "https://example.com", "a b")                // want `makes "https:/example.com/a b"`
}

func notFixed(v string) {
	_ = path.Join("https://example.com/s?q=1", "x")      // want `makes "https:/example.com/s\?q=1/x"`
	_ = path.Join("https://u:secret@example.com", "x")   // want `makes "https:/u:\*\*\*@example.com/x"`
	_ = path.Join("https://example.com" /* base */, "x") // want `makes "https:/example.com/x"`
	path.Join("https://example.com", "y")                // want `makes "https:/example.com/y"`
	defer path.Join("https://example.com", "z")          // want `makes "https:/example.com/z"`
	_ = path.Join("https://example.com", v)              // want `makes "https:/example.com/…"`
}

// Valid.

func keep(v string) string { return path.Base(v) }
