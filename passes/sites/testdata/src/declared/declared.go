// Package declared has sinks that the site finder cannot see in their
// code, declared by the test's -sinks flag.
package declared

type Client struct{ base string }

// Get joins path to the client's base: declared with ":reference".
func (c *Client) Get(ctx any, path string) error { return nil }

// Fetch stands for code generated elsewhere.
func Fetch(u string) error { return nil }

// FetchAll passes its parameter to Fetch: a wrapper, as of any sink.
func FetchAll(u string) { // its fact makes the sites of declareduser
	Fetch(u)
}

// Getter is implemented elsewhere: calls through it are sites.
type Getter interface {
	Get(u string) error
}

type Config struct {
	Endpoint string
	Name     string
}

type Pool[T any] struct{}

func (p *Pool[T]) Open(name, u string) {}

func use(c *Client, g Getter, p *Pool[int]) {
	Fetch("example.com/x")                      // want `absolute-URI declared.Fetch "example.com/x"`
	c.Get(nil, "/users")                        // want `URI-reference \(\*declared.Client\).Get "/users"`
	g.Get("HTTPS://example.com/g")              // want `absolute-URI \(declared.Getter\).Get "HTTPS://example.com/g"`
	p.Open("name", "ftp://files.example.com/a") // want `absolute-URI \(\*declared.Pool\).Open "ftp://files.example.com/a"`
	_ = Config{
		Endpoint: "http://example.com/e", // want `absolute-URI declared.Config.Endpoint "http://example.com/e"`
		Name:     "not a URI",
	}
	var cfg Config
	cfg.Endpoint = "localhost:8080"   // want `absolute-URI declared.Config.Endpoint "localhost:8080"`
	cfg.Name = "http://example.com/n" // want `shape shape "http://example.com/n"`
}
