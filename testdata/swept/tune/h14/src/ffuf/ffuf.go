package ffuf

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ConfigOptions are the options of ffuf.
type ConfigOptions struct {
	// Source: github.com/ffuf/ffuf/pkg/ffuf/optionsparser.go:42 (syntax: example URLs inside a usage text, prose, rule 4)
	ProxyURL string `json:"proxy_url" ffuf:"x" section:"http" usage:"Proxy URL (SOCKS5 or HTTP). For example: http://127.0.0.1:8080 or socks5://127.0.0.1:8080"` // lookalike
}

// Config is the runtime configuration.
type Config struct {
	Url     string
	Headers map[string]string
	Context context.Context
}

func parseRawRequest(conf *Config, requestProto, target string) error {
	if strings.HasPrefix(target, "http") {
		parsed, err := url.Parse(target)
		if err != nil {
			return fmt.Errorf("could not parse request URL: %s", err)
		}
		conf.Url = target
		conf.Headers["Host"] = parsed.Host
	} else {
		// Build the request URL from the request
		// Source: github.com/ffuf/ffuf/pkg/ffuf/optionsparser.go:782 (hostjoin: the Host header of the raw request is host:port already)
		conf.Url = requestProto + "://" + conf.Headers["Host"] + target // lookalike
	}
	return nil
}

func preflightRequest(conf *Config, method, host, path string, body []byte) (*http.Request, error) {
	var rawURL string
	if strings.HasPrefix(path, "http") {
		rawURL = path
	} else {
		scheme := "https"
		if u, uerr := url.Parse(conf.Url); uerr == nil && u.Scheme != "" {
			scheme = u.Scheme
			if host == "" {
				host = u.Host
			}
		}
		// Source: github.com/ffuf/ffuf/pkg/runner/simple.go:372 (hostjoin: the host is the target's Host field or the request file's Host header, host:port already)
		rawURL = scheme + "://" + host + path // lookalike
	}
	return http.NewRequestWithContext(conf.Context, method, rawURL, bytes.NewReader(body))
}

// Usage prints examples.
func Usage() {
	fmt.Printf("  Fuzz file paths from wordlist.txt, match all responses but filter out those with content-size 42.\n")
	// Source: github.com/ffuf/ffuf/help.go:98 (syntax: a command line with a URL, printed as help, prose, rule 4)
	fmt.Printf("    ffuf -w wordlist.txt -u https://example.org/FUZZ -mc all -fs 42 -c -v\n\n") // lookalike
}
