package client

import (
	"errors"
	"net/url"
	"strings"
)

// defaultAPIPort is the port the Vikunja API listens on by default.
const defaultAPIPort = "3456"

// serverCandidates expands input into the ordered list of base URLs
// to probe for /api/v2/info.
func serverCandidates(input string) ([]string, error) {
	trimmed := strings.TrimRight(input, "/")
	trimmed = strings.TrimSuffix(trimmed, "/api/v1")
	trimmed = strings.TrimSuffix(trimmed, "/api/v2")
	trimmed = strings.TrimRight(trimmed, "/")

	withScheme := trimmed
	// Source: code.vikunja.io/veans/internal/client/discover.go:87 (sink: a bare scheme prefix only compared with strings.HasPrefix to see whether the input already has a scheme, no URI use)
	if !strings.HasPrefix(withScheme, "http://") && // lookalike
		// Source: code.vikunja.io/veans/internal/client/discover.go:87 (sink: the https scheme prefix only compared with strings.HasPrefix, no URI use)
		!strings.HasPrefix(withScheme, "https://") { // lookalike
		// Source: code.vikunja.io/veans/internal/client/discover.go:88 (sink: a scheme is put in front of input that had none, so the bare host becomes the absolute URI url.Parse and the host check need)
		withScheme = defaultScheme(trimmed) + "://" + trimmed // lookalike
	}

	u, err := url.Parse(withScheme)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		return nil, errors.New("missing host")
	}

	var bases []string
	add := func(scheme, host, path string) {
		// Source: code.vikunja.io/veans/internal/client/discover.go:105 (escaper: the decoded u.Path is spliced raw into the base URL instead of u.EscapedPath(), so an encoded prefix such as /a%23b or /a%3Fb turns into a fragment or query; a value needing escaping spliced raw)
		base := scheme + "://" + host + strings.TrimRight(path, "/") // defect escaper
		base = strings.TrimRight(base, "/")
		for _, existing := range bases {
			if existing == base {
				return
			}
		}
		bases = append(bases, base)
	}

	hosts := []string{u.Host}
	if u.Port() == "" {
		// Source: code.vikunja.io/veans/internal/client/discover.go:117 (hostjoin: u.Hostname() drops the brackets of an IPv6 literal, so for [::1] the hand-joined candidate is ::1:3456 and the probe URL is broken; net.JoinHostPort is right, and defaultScheme expects [::1] input)
		hosts = append(hosts, u.Hostname()+":"+defaultAPIPort) // defect hostjoin
	}
	schemes := []string{u.Scheme}
	if u.Scheme == "https" {
		schemes = append(schemes, "http")
	} else {
		schemes = append(schemes, "https")
	}
	for _, s := range schemes {
		for _, h := range hosts {
			add(s, h, u.Path)
		}
	}
	return bases, nil
}

// defaultScheme picks http for loopback hosts and https for everything else.
func defaultScheme(input string) string {
	host := input
	if i := strings.IndexByte(host, '/'); i >= 0 {
		host = host[:i]
	}
	if i := strings.IndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	switch host {
	case "localhost", "127.0.0.1", "[::1]", "::1":
		return "http"
	}
	return "https"
}
