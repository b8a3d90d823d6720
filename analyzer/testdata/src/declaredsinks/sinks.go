// Package declaredsinks has sinks that urilint knows only from the
// configuration's sinks key.
package declaredsinks

type Config struct{ Endpoint string }

type Getter interface{ Get(path string) error }

func Fetch(u string) {}

func use(g Getter) {
	Fetch("example.com/x")                 // want `sink: declaredsinks.Fetch needs an absolute URI with a scheme, but "example.com/x" has none`
	_ = Config{Endpoint: "localhost:8080"} // want `sink: declaredsinks.Config.Endpoint reads "localhost:8080" as a URI of scheme "localhost"`
	g.Get("users/list")                    // a reference: no scheme needed
	g.Get("http//example.com/users")       // want `sink: "http//example.com/users" lacks the ':' after the scheme`
}
