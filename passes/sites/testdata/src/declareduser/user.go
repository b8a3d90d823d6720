package declareduser

import "declared"

type getter struct{}

func (getter) Get(u string) error { return nil }

// A call to a concrete method is not a call through the interface: the
// URI there is found by its shape alone.
func use(c *declared.Client, g declared.Getter) {
	declared.Fetch("http://example.com/a b")            // want `absolute-URI declared.Fetch "http://example.com/a b"`
	declared.FetchAll("example.com/all")                // want `absolute-URI declared.FetchAll → declared.Fetch "example.com/all"`
	c.Get(nil, "users?q=%zz")                           // want `URI-reference \(\*declared.Client\).Get "users\?q=%zz"`
	g.Get("https://example.com/get")                    // want `absolute-URI \(declared.Getter\).Get "https://example.com/get"`
	getter{}.Get("https://example.com/concrete")        // want `shape shape "https://example.com/concrete"`
	_ = &declared.Config{Endpoint: "https://x.example"} // want `absolute-URI declared.Config.Endpoint "https://x.example"`
}
