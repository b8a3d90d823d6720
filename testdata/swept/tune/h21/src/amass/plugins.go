package amass

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

var postalHost, postalPort string

func init() {
	postalHost = os.Getenv("POSTAL_SERVER_HOST")
	postalPort = os.Getenv("POSTAL_SERVER_PORT")
}

// ParseAddress asks the libpostal server to parse an address.
func ParseAddress(address string) (string, error) {
	if postalHost == "" || postalPort == "" {
		return "", fmt.Errorf("libpostal is not available")
	}
	resp, err := RequestWebPage(context.TODO(), &Request{
		// Source: github.com/owasp-amass/amass/internal/libpostal/pure_go.go:37 (hostjoin: POSTAL_SERVER_HOST from the environment joined with POSTAL_SERVER_PORT by ':')
		URL: "http://" + postalHost + ":" + postalPort + "/parse?address=" + url.QueryEscape(address), // defect hostjoin
	})
	if err != nil {
		return "", err
	}
	return resp.Body, nil
}

// CompanyEnrich looks a company up by its id.
func CompanyEnrich(id string, headers map[string][]string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// Source: github.com/owasp-amass/amass/engine/plugins/api/aviato/company_enrich.go:109 (escaper: url.QueryEscape of the id in a query value, the right escaper)
	u := fmt.Sprintf("https://data.api.aviato.co/company/enrich?id=%s", url.QueryEscape(id)) // lookalike
	resp, err := RequestWebPage(ctx, &Request{URL: u, Header: headers})
	if err != nil {
		return "", err
	}
	return resp.Body, nil
}

// CompanyRounds lists a company's funding rounds.
func CompanyRounds(id string, perPage, page int, headers map[string][]string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// Source: github.com/owasp-amass/amass/engine/plugins/api/aviato/company_rounds.go:156 (escaper: url.QueryEscape of the company id in a path segment, where a space becomes "+": PathEscape is the path's escaper)
	u := fmt.Sprintf("https://data.api.aviato.co/company/%s/funding-rounds?perPage=%d&page=%d", url.QueryEscape(id), perPage, page) // defect escaper
	resp, err := RequestWebPage(ctx, &Request{URL: u, Header: headers})
	if err != nil {
		return "", err
	}
	return resp.Body, nil
}

// Employees lists a company's employees.
func Employees(id string, perPage, page int, headers map[string][]string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// Source: github.com/owasp-amass/amass/engine/plugins/api/aviato/employees.go:137 (escaper: url.QueryEscape of the company id in a path segment)
	u := fmt.Sprintf("https://data.api.aviato.co/company/%s/employees?perPage=%d&page=%d", url.QueryEscape(id), perPage, page) // defect escaper
	resp, err := RequestWebPage(ctx, &Request{URL: u, Header: headers})
	if err != nil {
		return "", err
	}
	return resp.Body, nil
}

// GrepApp searches grep.app for e-mail addresses of a domain.
func GrepApp(name string) []string {
	newdlt := strings.ReplaceAll(name, ".", `\.`)
	escapedQuery := url.QueryEscape("([a-zA-Z0-9._-]+)@" + newdlt)
	var out []string
	for page := 1; page < 3; page++ {
		resp, err := RequestWebPage(context.TODO(), &Request{
			// Source: github.com/owasp-amass/amass/engine/plugins/api/grepapp.go:120 (escaper: the query escaped with url.QueryEscape just before, in a query value)
			URL: fmt.Sprintf("https://grep.app/api/search?page=%s&q=%s&regexp=true", strconv.Itoa(page), escapedQuery), // lookalike
		})
		if err != nil {
			break
		}
		out = append(out, resp.Body)
	}
	return out
}

// GLEIFSearchFuzzyCompletions performs the fuzzy completion search for the given name.
func GLEIFSearchFuzzyCompletions(name string) (string, error) {
	// Source: github.com/owasp-amass/amass/engine/plugins/support/org/gleif.go:32 (escaper: url.QueryEscape of the name in a query value)
	u := "https://api.gleif.org/api/v1/fuzzycompletions?field=entity.legalName&q=" + url.QueryEscape(name) // lookalike
	resp, err := RequestWebPage(context.TODO(), &Request{URL: u})
	if err != nil {
		return "", err
	}
	return resp.Body, nil
}

type bing struct {
	name   string
	fmtstr string
}

// NewBing returns the Bing scraper, which asks ask.com.
func NewBing() *bing {
	return &bing{
		name: "Bing",
		// Source: github.com/owasp-amass/amass/engine/plugins/scrape/bing.go:38 (syntax: a space in the query of the format the scraper sends with NewRequestWithContext, "site:%s -www.%s"; it must be encoded)
		fmtstr: "https://www.ask.com/web?o=0&l=dir&qo=pagination&page=%d&q=site:%s -www.%s", // defect syntax
	}
}

func (b *bing) query(name string) []string {
	var out []string
	for i := 1; i <= 5; i++ {
		resp, err := RequestWebPage(context.TODO(), &Request{URL: fmt.Sprintf(b.fmtstr, i, name, name)})
		if err != nil || resp.Body == "" {
			break
		}
		out = append(out, resp.Body)
	}
	return out
}

type duckDuckGo struct {
	name   string
	fmtstr string
}

// NewDuckDuckGo returns the DuckDuckGo scraper.
func NewDuckDuckGo() *duckDuckGo {
	return &duckDuckGo{
		name: "DuckDuckGo",
		// Source: github.com/owasp-amass/amass/engine/plugins/scrape/duckduckgo.go:38 (syntax: a space in the query, "site:%s -site:www.%s", of the URL the scraper sends)
		fmtstr: "https://html.duckduckgo.com/html/?q=site:%s -site:www.%s", // defect syntax
	}
}

func (d *duckDuckGo) query(name string) string {
	resp, err := RequestWebPage(context.TODO(), &Request{URL: fmt.Sprintf(d.fmtstr, name, name)})
	if err != nil {
		return ""
	}
	return resp.Body
}

// FQDN is a domain name asset.
type FQDN struct {
	Name string
}

// IPAddress is an IP address asset.
type IPAddress struct {
	Address string
	Type    string
}

func probe(target string) string {
	resp, err := RequestWebPage(context.TODO(), &Request{URL: target})
	if err != nil {
		return ""
	}
	return resp.Body
}

// ProbeFQDN probes the HTTP services of a domain name on the ports in scope.
func ProbeFQDN(fqdn *FQDN, ports []int) []string {
	var findings []string
	for _, port := range ports {
		addr := fqdn.Name + ":" + strconv.Itoa(port)

		proto := "https"
		if port == 80 || port == 8080 {
			proto = "http"
		}
		// Source: github.com/owasp-amass/amass/engine/plugins/service_discovery/http_probes/fqdn_endpoint.go:108 (hostjoin: the host is the FQDN asset's domain name, no IPv6 address)
		findings = append(findings, probe(proto+"://"+addr)) // lookalike
	}
	return findings
}

// ProbeIPAddress probes the HTTP services of an address on the ports in scope.
func ProbeIPAddress(ip *IPAddress, ports []int) []string {
	var findings []string
	for _, port := range ports {
		a := ip.Address
		if ip.Type == "IPv6" {
			a = "[" + a + "]"
		}
		addr := a + ":" + strconv.Itoa(port)

		proto := "https"
		if port == 80 || port == 8080 {
			proto = "http"
		}
		// Source: github.com/owasp-amass/amass/engine/plugins/service_discovery/http_probes/ipaddr_endpoint.go:114 (hostjoin: an IPv6 address is bracketed before it is joined with the port)
		findings = append(findings, probe(proto+"://"+addr)) // lookalike
	}
	return findings
}
