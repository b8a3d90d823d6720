// Package boulder holds cases rewritten from github.com/letsencrypt/boulder.
package boulder

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// dohQuery sends a DoH query to the provided DoH server, an ip:port pair.
func dohQuery(ctx context.Context, body string, server string) (*http.Response, error) {
	// Source: github.com/letsencrypt/boulder/bdns/dns.go:389 (hostjoin: server is already an address with its port, made with net.JoinHostPort by the server list, so the format joins no host with a bare colon)
	u := fmt.Sprintf("https://%s/dns-query", server) // lookalike
	req, err := http.NewRequestWithContext(ctx, "POST", u, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// UnpauseConfig is the WFE configuration of the unpause feature.
type UnpauseConfig struct {
	// Source: github.com/letsencrypt/boulder/cmd/boulder-wfe2/main.go:208 (syntax: a validator struct tag whose startswith rule names a scheme prefix; it is no URI)
	URL string `validate:"omitempty,required_with=HMACKey JWTLifetime,url,startswith=https://,endsnotwith=/"` // lookalike
}

// debugURL flattens an SRV target to an ip:port URL.
func debugURL(addrs []string, port uint16) string {
	// Source: github.com/letsencrypt/boulder/cmd/cert-checker/main.go:672 (hostjoin: the host and port are joined with net.JoinHostPort, which brackets IPv6 addresses)
	return fmt.Sprintf("http://%s", net.JoinHostPort(addrs[0], fmt.Sprint(port))) // lookalike
}

// GRPCClientConfig is the configuration of a gRPC client.
type GRPCClientConfig struct {
	DNSAuthority  string
	ServerAddress string
}

// MakeTargetAndHostOverride returns the gRPC dial target.
func (c *GRPCClientConfig) MakeTargetAndHostOverride() (string, string, error) {
	targetHost, _, err := net.SplitHostPort(c.ServerAddress)
	if err != nil {
		return "", "", err
	}
	// Source: github.com/letsencrypt/boulder/cmd/config.go:382 (hostjoin: the authority and ServerAddress are taken whole from configuration, ServerAddress already a host:port pair checked by SplitHostPort; no bare colon is added)
	return fmt.Sprintf("dns://%s/%s", c.DNSAuthority, c.ServerAddress), targetHost, nil // lookalike
}

// IssuerConfig is the configuration of an issuer.
type IssuerConfig struct {
	IssuerURL  string
	CRLURLBase string
}

func checkIssuerConfig(config IssuerConfig) error {
	if config.CRLURLBase == "" {
		return errors.New("crlURLBase is required")
	}
	// Source: github.com/letsencrypt/boulder/issuance/issuer.go:233 (hostform: the bare scheme prefix is the argument of a HasPrefix check, not a URI with an empty host)
	if !strings.HasPrefix(config.CRLURLBase, "http://") { // lookalike
		return fmt.Errorf("crlURLBase must use HTTP scheme, got %q", config.CRLURLBase)
	}
	return nil
}

func pkimetalURL(socket, endpoint string) (*http.Client, string, error) {
	httpClient := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", socket)
		},
	}}
	// Source: github.com/letsencrypt/boulder/linter/pkimetal/client.go:62 (plainhttp: the host is a placeholder ignored by the unix-socket transport, no public Internet host)
	apiURL, err := url.JoinPath("http://pkimetal", endpoint) // lookalike
	return httpClient, apiURL, err
}

// CCADBProber checks CRLs listed in the CCADB.
type CCADBProber struct {
	certificatePEMsURL string
	crlRegexp          string
}

func newCCADBProber(pemsURL, crlRegexpOverride string) CCADBProber {
	// Source: github.com/letsencrypt/boulder/observer/probers/ccadb/ccadb.go:89 (syntax: a regular expression that matches CRL URLs, with backslash escapes; it is no URI)
	crlRegexp := `^http://[a-z0-9-]+\.c\.lencr\.org/(?P<crlNumber>\d+)\.crl$` // lookalike
	if crlRegexpOverride != "" {
		crlRegexp = crlRegexpOverride
	}
	return CCADBProber{certificatePEMsURL: pemsURL, crlRegexp: crlRegexp}
}

func (c CCADBProber) decadeURL(decade int) string {
	// Source: github.com/letsencrypt/boulder/observer/probers/ccadb/ccadb.go:373 (escaper: the raw query value is an integer decade, which needs no escaping)
	return fmt.Sprintf("%s?NotBeforeDecade=%d", c.certificatePEMsURL, decade) // lookalike
}

const contactsPath = "/api/v5/objects/prospects/do/upsertLatestByEmail"

func newPardotURL(pardotBaseURL string) (string, error) {
	// Source: github.com/letsencrypt/boulder/salesforce/pardot.go:75 (baseslash: url.JoinPath appends the rooted path to the base path instead of resolving it, so nothing of the base is dropped)
	return url.JoinPath(pardotBaseURL, contactsPath) // lookalike
}

// Source: github.com/letsencrypt/boulder/sfe/overrides.go:117 (syntax: the URL sits in HTML help text shown to users, joined to the words around it, rule 4)
const privacyPolicyText = `By submitting this form, I acknowledge that the information provided will be processed in accordance with <a href="https://letsencrypt.org/privacy" target="_blank">Let's Encrypt's Privacy Policy</a>.` // lookalike

func searchURL(base string, query []string) string {
	// Source: github.com/letsencrypt/boulder/sfe/zendesk/zendesk.go:303 (escaper: url.QueryEscape is the right escaper for a query value)
	return base + "?query=" + url.QueryEscape(strings.Join(query, " ")) // lookalike
}

func ctAddRejectHost(port int, body string) error {
	// Source: github.com/letsencrypt/boulder/test/integration/common_mock.go:22 (hostjoin: the host is a constant consul service name, no IPv6 literal; it is also an internal name, not a public host)
	u := fmt.Sprintf("http://boulder.service.consul:%d/add-reject-host", port) // lookalike
	resp, err := http.Post(u, "", strings.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func crldpString(issuer *x509.Certificate, shard int) string {
	// Source: github.com/letsencrypt/boulder/tools/crldps/main.go:111 (plainhttp: the tool rebuilds the CRL distribution point exactly as certificates carry it, and CRL distribution points use plain http by the certificate profile)
	return (&url.URL{Scheme: "http", Host: fmt.Sprintf("%s.c.lencr.org", strings.ToLower(issuer.Subject.CommonName)), Path: fmt.Sprintf("%d.crl", shard)}).String() // lookalike
}

func fetchCRL(client *http.Client, issuer *x509.Certificate, shard int) error {
	resp, err := client.Get(crldpString(issuer, shard))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func http01URL(host, p string) string {
	// Source: github.com/letsencrypt/boulder/va/http.go:441 (plainhttp: the http-01 challenge must be fetched over plain http by the ACME specification)
	u := url.URL{Scheme: "http", Host: host, Path: p} // lookalike
	return u.String()
}

// requestProto returns the scheme name of the request.
func requestProto(request *http.Request) string {
	if request.TLS != nil {
		return "https"
	}
	return "http"
}

// RelativeEndpoint constructs a URL using the scheme and host inferred from request.
func RelativeEndpoint(request *http.Request, basePath string, segments ...string) string {
	proto := requestProto(request)
	host := request.Host
	if host == "" {
		host = "localhost"
	}
	// Source: github.com/letsencrypt/boulder/web/relative.go:30 (pathjoin: path.Join is applied to the path segments only and the result goes into the Path field, never to a whole URI)
	resultURL := url.URL{Scheme: proto, Host: host, Path: path.Join(append([]string{basePath}, segments...)...)} // lookalike
	return resultURL.String()
}

func validPOSTURL(request *http.Request, headerURL string) error {
	// Source: github.com/letsencrypt/boulder/wfe2/verify.go:283 (escaper: request.RequestURI is the still-escaped request target, query included, and putting it in the decoded url.URL.Path field makes String escape it a second time)
	expectedURL := url.URL{Scheme: requestProto(request), Host: request.Host, Path: request.RequestURI} // defect escaper
	if expectedURL.String() != headerURL {
		return fmt.Errorf("JWS header parameter 'url' incorrect. Expected %q got %q", expectedURL.String(), headerURL)
	}
	return nil
}

const getForm = "/sfe/v1/unpause"

func pausedMessage(unpauseURL, jwt string) string {
	// Source: github.com/letsencrypt/boulder/wfe2/wfe.go:2559 (escaper: the raw query value is a JWT, a token whose need for escaping is not known from the code)
	return "Please visit: " + fmt.Sprintf("%s%s?jwt=%s", unpauseURL, getForm, jwt) // lookalike
}

// checkRedirect stands for the VA's newValidationRecordFromRedirect: it
// validates a redirect target and returns its host and port.
func checkRedirect(location string) (string, string, error) {
	u, err := url.Parse(location)
	if err != nil {
		return "", "", err
	}
	if u.Hostname() == "" {
		return "", "", errors.New("invalid host: host must be non-empty")
	}
	if strings.Contains(u.Hostname(), "%") {
		return "", "", errors.New("invalid host: contains IPv6 scope zone")
	}
	port := u.Port()
	if port == "" {
		port = "80"
		if u.Scheme == "https" {
			port = "443"
		}
	}
	if port != "80" && port != "443" {
		return "", "", fmt.Errorf("invalid port %s: must be 80 or 443", port)
	}
	return strings.ToLower(u.Hostname()), port, nil
}
