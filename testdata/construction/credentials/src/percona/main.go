package percona

import (
	"flag"
	"net/url"
	"strings"
)

const defaultPrefix = "mongodb://"

// Source: github.com/percona/mongodb_exporter/main.go:314 (the user and password, read from the --mongodb.user and --mongodb.password flags, are put in the URI with url.UserPassword)
func buildURI(uri, user, password string) string {
	if !strings.HasPrefix(uri, defaultPrefix) && !strings.HasPrefix(uri, "mongodb+srv://") {
		uri = defaultPrefix + uri
	}
	parsedURI, err := url.Parse(uri)
	if err != nil {
		return uri
	}
	if parsedURI.User == nil && user != "" && password != "" {
		parsedURI.User = url.UserPassword(user, password) // lookalike
	}
	return parsedURI.String()
}

func URIFromFlags() string {
	uri := flag.String("mongodb.uri", "mongodb.example.com:27017", "MongoDB connection URI")
	user := flag.String("mongodb.user", "", "monitor user")
	password := flag.String("mongodb.password", "", "monitor user password")
	flag.Parse()
	return buildURI(*uri, *user, *password)
}

// pbmCollector collects backup metrics from the URI.
type pbmCollector struct{ uri string }

func newPbmCollector(uri string) *pbmCollector { return &pbmCollector{uri: uri} }
