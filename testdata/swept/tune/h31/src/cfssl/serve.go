package cfssl

import (
	"log"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// V1APIPrefix is the prefix of all CFSSL API v1 endpoints.
var V1APIPrefix = "/api/v1/cfssl/"

// v1APIPath prepends the V1 API prefix to endpoints not beginning with "/"
func v1APIPath(path string) string {
	if !strings.HasPrefix(path, "/") {
		path = V1APIPrefix + path
	}
	// Source: github.com/cloudflare/cfssl/cli/serve/serve.go:82 (escaper: the path goes into the decoded Path field and String() escapes it once)
	return (&url.URL{Path: path}).String() // lookalike
}

// ServeConfig is the part of the CLI configuration the server uses.
type ServeConfig struct {
	Address     string
	Port        int
	TLSCertFile string
	TLSKeyFile  string
}

func serverMain(conf ServeConfig) error {
	addr := net.JoinHostPort(conf.Address, strconv.Itoa(conf.Port))
	if conf.TLSCertFile == "" || conf.TLSKeyFile == "" {
		log.Print("Now listening on ", addr)
		return http.ListenAndServe(addr, nil)
	}
	// Source: github.com/cloudflare/cfssl/cli/serve/serve.go:358 (hostform: log text, the address follows as a separate argument, rule 4)
	log.Print("Now listening on https://", addr) // lookalike
	server := http.Server{Addr: addr}
	return server.ListenAndServeTLS(conf.TLSCertFile, conf.TLSKeyFile)
}

func multirootMain(flagAddr, flagEndpointCert, flagEndpointKey string) {
	if flagEndpointCert == "" && flagEndpointKey == "" {
		log.Print("Now listening on ", flagAddr)
		log.Fatal(http.ListenAndServe(flagAddr, nil))
	} else {
		// Source: github.com/cloudflare/cfssl/cmd/multirootca/ca.go:109 (syntax: log text with a space after the scheme, the address follows as a separate argument, rule 4)
		log.Print("Now listening on https:// ", flagAddr) // lookalike
		log.Fatal(http.ListenAndServeTLS(flagAddr, flagEndpointCert, flagEndpointKey, nil))
	}
}

// CSRNoHostMessage is used to alert the user to a certificate lacking a hosts field.
// Source: github.com/cloudflare/cfssl/api/generator/generator.go:27 (syntax: message text with the URL in parentheses among words, rule 4)
const CSRNoHostMessage = "This certificate lacks a \"hosts\" field. This makes it unsuitable for websites. For more information see the Baseline Requirements for the Issuance and Management of Publicly-Trusted Certificates, v.1.1.6, from the CA/Browser Forum (https://cabforum.org); specifically, section 10.2.3 (\"Information Requirements\")." // lookalike
