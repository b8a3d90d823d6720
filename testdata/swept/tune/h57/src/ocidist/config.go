package ocidist

import (
	"fmt"
	"os"
)

type config struct {
	Registry  string // hostname:port of registry server
	TLS       bool
	schemeReg string
}

// Source: github.com/opencontainers/distribution-spec/conformance/config.go:252 (hostjoin: the registry setting is documented and defaulted as hostname:port, so the format joins a scheme to a whole authority with no bare ':' join.)
func loadConfig() config {
	c := config{Registry: os.Getenv("OCI_REGISTRY"), TLS: os.Getenv("OCI_TLS") != "disabled"}
	scheme := "https"
	if !c.TLS {
		scheme = "http"
	}
	c.schemeReg = fmt.Sprintf("%s://%s", scheme, c.Registry) // lookalike
	return c
}

// Source: github.com/opencontainers/distribution-spec/conformance/config.go:487 (syntax: an HTML report template whose URL is a credit inside a CSS comment, prose and not a URI.)
var confHTMLTemplates = map[string]string{
	"report": "<html><head><style>\n" +
		"body { padding: 10px; }\n" +
		"/* background made with http://www.patternify.com/ */\n" + // lookalike
		"</style></head></html>\n",
}
