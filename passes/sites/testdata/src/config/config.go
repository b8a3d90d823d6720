// Package config holds URIs kept where programs keep their configuration.
package config

import (
	"cmp"
	"flag"
	"net/http"
	"os"

	"github.com/alecthomas/kingpin/v2"
	"github.com/spf13/pflag"
)

var (
	upstream = flag.String("upstream", "http://flag.example.com/", "upstream server")                    // want `absolute-URI net/http.Get "http://flag.example.com/"`
	mirror   = pflag.StringP("mirror", "m", "http://pflag.example.com/", "mirror")                       // want `absolute-URI net/http.Get "http://pflag.example.com/"`
	registry = kingpin.New("x", "").Flag("registry", "").Default("http://kingpin.example.com/").String() // want `absolute-URI net/http.Get "http://kingpin.example.com/"`
	target   string
)

func init() {
	flag.StringVar(&target, "target", "http://var.example.com/", "target") // want `absolute-URI net/http.Get "http://var.example.com/"`
}

type Config struct {
	Endpoint string `envDefault:"http://tag.example.com/"` // want `absolute-URI net/http.Get "http://tag.example.com/"`
	Mirror   string
}

func flags(c *Config) {
	http.Get(*upstream)
	http.Get(*mirror)
	http.Get(*registry)
	http.Get(target)
	http.Get(c.Endpoint)
	http.Get(c.Mirror)
}

func fill() {
	c := Config{Mirror: "http://field.example.com/"} // want `absolute-URI net/http.Get "http://field.example.com/"`
	flags(&c)
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func env() {
	http.Get(cmp.Or(os.Getenv("A"), "http://cmp.example.com/")) // want `absolute-URI net/http.Get "http://cmp.example.com/"`
	b := os.Getenv("B")
	if b == "" {
		b = "http://empty.example.com/" // want `absolute-URI net/http.Get "http://empty.example.com/"`
	}
	http.Get(b)
	c, ok := os.LookupEnv("C")
	if !ok {
		c = "http://lookup.example.com/" // want `absolute-URI net/http.Get "http://lookup.example.com/"`
	}
	http.Get(c)
	http.Get(getenv("D", "http://helper.example.com/")) // want `absolute-URI net/http.Get "http://helper.example.com/"`
}

// trimmed is rewritten from itself: what reaches the sink is not what
// was written.
type trimmed struct{ URL string }

func normalize(t *trimmed) {
	t.URL = trimSlash(t.URL)
	http.Get(t.URL)
}

func trimSlash(s string) string { return s }

var _ = trimmed{URL: "http://trimmed.example.com/"} // want `shape field URL "http://trimmed.example.com/"`

// Optional fields are written through a helper that gives a pointer to
// its argument.
type optional struct {
	Endpoint *string
	Name     *string
}

func ptr[T any](v T) *T { return &v }

func str(s string) *string { return &s }

var _ = optional{Endpoint: ptr("http://optional.example.com:80/")} // want `shape field Endpoint "http://optional.example.com:80/"`

var _ = optional{Endpoint: str("http://optional.example.com/v1")} // want `shape field Endpoint "http://optional.example.com/v1"`
