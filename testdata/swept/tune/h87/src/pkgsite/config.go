// Package pkgsite holds cases rewritten from golang.org/x/pkgsite.
package pkgsite

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// Source: golang.org/x/pkgsite/internal/database/dbutil.go:40 (escaper: url.QueryEscape is used for the user and password in the userinfo, where its "+" for a space stays a literal plus; hostjoin: the host from the environment is joined to the port with a bare ':' and may be an IPv6 literal)
func DBConnURI(dbName string) string {
	user := os.Getenv("GO_DISCOVERY_DATABASE_USER")
	password := os.Getenv("GO_DISCOVERY_DATABASE_PASSWORD")
	host := os.Getenv("GO_DISCOVERY_DATABASE_HOST")
	port := os.Getenv("GO_DISCOVERY_DATABASE_PORT")
	return fmt.Sprintf("postgresql://%s:%s@%s:%s/%s?sslmode=disable&timezone=UTC", url.QueryEscape(user), url.QueryEscape(password), url.QueryEscape(host), url.QueryEscape(port), dbName) // defect escaper // defect hostjoin
}

var httpAddr = flag.String("http", "", "HTTP service address to listen for incoming requests on")

func openBrowser(u string) bool { return u != "" }

// Source: golang.org/x/pkgsite/cmd/pkgsite/main.go:141 (hostform: the listen address, whose fallback is ":http", is prefixed with the scheme so the URL opened in the browser has an empty host)
func serveAndOpen() string {
	addr := *httpAddr
	if addr == "" {
		addr = ":http"
	}
	u := "http://" + addr // defect hostform
	openBrowser(u)
	return u
}

// Source: golang.org/x/pkgsite/internal/config/serverconfig/config.go:383 (plainhttp: the GCE metadata server under the .internal domain is served over plain http only)
func gceMetadata(name string) (*http.Response, error) {
	const metadataURL = "http://metadata.google.internal/computeMetadata/v1/" // lookalike
	req, err := http.NewRequest(http.MethodGet, metadataURL+name, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Metadata-Flavor", "Google")
	return http.DefaultClient.Do(req)
}

// Source: golang.org/x/pkgsite/internal/auth/auth.go:50 (plainhttp: a dummy localhost request only used to read back the Authorization header, never sent)
func authHeader(token string) string {
	req, err := http.NewRequest("GET", "http://localhost", nil) // lookalike
	if err != nil {
		return ""
	}
	req.Header.Set("Authorization", "Bearer "+token)
	return req.Header.Get("Authorization")
}

// Source: golang.org/x/pkgsite/internal/config/serverconfig/config.go:206 (hostform: a gs location whose authority is the bucket name taken from the environment, filled by format verbs)
func dynamicConfigLocation() string {
	bucket := os.Getenv("GO_DISCOVERY_CONFIG_BUCKET")
	configDynamic := os.Getenv("GO_DISCOVERY_CONFIG_DYNAMIC")
	return fmt.Sprintf("gs://%s/%s", bucket, configDynamic) // lookalike
}

// Source: golang.org/x/pkgsite/devtools/cmd/evaldoc/main.go:47 (syntax: a URL inside flag usage prose is no URI, rule 4)
var proxyURL = flag.String("proxy", "", "module proxy URL (defaults to GOPROXY or https://proxy.golang.org)") // lookalike
