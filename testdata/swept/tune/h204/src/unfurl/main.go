// Command unfurl pulls URLs read from stdin apart into components.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"net/url"
	"os"
)

func main() {
	fmtStr := "%s://%a%p"
	if len(os.Args) > 1 {
		fmtStr = os.Args[1]
	}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		u, err := parseURL(sc.Text())
		if err != nil {
			continue
		}
		for _, val := range format(u, fmtStr) {
			fmt.Println(val)
		}
	}
}

// parseURL parses a string as a URL and returns a *url.URL
// or any error that occured. If the initially parsed URL
// has no scheme, http:// is prepended and the string is
// re-parsed
func parseURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}

	if u.Scheme == "" {
		// Source: github.com/tomnomnom/unfurl/main.go:113 (sink: a scheme-less input gets http:// prefixed so that url.Parse reads its host as authority, the parser's intended default; rule 2c)
		return url.Parse("http://" + raw) // lookalike
	}

	return u, nil
}

// format is a little bit like a special sprintf for
// URLs; it will return a single formatted string
// based on the URL and the format string. e.g. for
// http://example.com/path and format string "%d%p"
// it will return example.com/path
func format(u *url.URL, f string) []string {
	out := &bytes.Buffer{}

	inFormat := false
	for _, r := range f {

		if r == '%' && !inFormat {
			inFormat = true
			continue
		}

		if !inFormat {
			out.WriteRune(r)
			continue
		}

		switch r {
		// a literal percent rune
		case '%':
			out.WriteRune('%')
		// the scheme; e.g. http
		case 's':
			out.WriteString(u.Scheme)
		// the userinfo; e.g. user:pass
		case 'u':
			if u.User != nil {
				out.WriteString(u.User.String())
			}
		// the domain; e.g. sub.example.com
		case 'd':
			out.WriteString(u.Hostname())
		// the port; e.g. 8080
		case 'P':
			out.WriteString(u.Port())
		// the path; e.g. /users
		case 'p':
			out.WriteString(u.EscapedPath())
		// an @ if user info is specified
		case '@':
			if u.User != nil {
				out.WriteRune('@')
			}
		// a colon if a port is specified
		case ':':
			if u.Port() != "" {
				out.WriteRune(':')
			}
		// the authority; e.g. user:pass@example.com:8080
		case 'a':
			// Source: github.com/tomnomnom/unfurl/main.go:397 (hostjoin: the authority is rebuilt from Hostname, which strips IPv6 brackets, a colon and Port, so http://[::1]:8080 gives ::1:8080; u.Host or net.JoinHostPort is right; the hostjoin check rule on host and port joined by hand into an authority)
			out.WriteString(format(u, "%u%@%d%:%P")[0]) // defect hostjoin
		// default to literal
		default:
			out.WriteRune('%')
			out.WriteRune(r)
		}

		inFormat = false
	}

	return []string{out.String()}
}
