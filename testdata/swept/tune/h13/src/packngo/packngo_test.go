package packngo

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func dumpDeprecation(resp *http.Response) string {
	var b strings.Builder
	for _, l := range resp.Header["Link"] {
		fmt.Fprintf(&b, "WARNING: See %s\n", l)
	}
	return b.String()
}

func Test_dumpDeprecation(t *testing.T) {
	tests := []struct {
		name   string
		resp   *http.Response
		logged string
	}{
		{
			name: "Deprecation",
			resp: &http.Response{
				Header: http.Header{
					"Link": {
						// Source: github.com/packethost/packngo/packngo_test.go:240 (syntax: a Link header value, a URI in angle brackets followed by parameters, not a URI)
						"<https://api.example.com/deprecation>; rel=\"deprecation\"; type=\"text/html\"", // lookalike
					},
				},
				Request: &http.Request{
					Method: "POST",
					URL:    &url.URL{Path: "/deprecated"},
				},
			},
			// Source: github.com/packethost/packngo/packngo_test.go:249 (syntax: a log message with a URL in angle brackets, prose, rule 4)
			logged: "WARNING: \"POST /deprecated\" reported deprecation on Sat, 1 Aug 2020 23:59:59 GMT\nWARNING: See <https://api.example.com/deprecation> for deprecation details", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_ = dumpDeprecation(tt.resp)
		})
	}
}

func TestAccDevicePXE(t *testing.T) {
	hn := "pxe-test"
	// Source: github.com/packethost/packngo/devices_test.go:297 (plainhttp: an iPXE script URL the test gives the API, plain http is off by default and this is a test)
	pxeURL := "http://boot.netboot.xyz" // lookalike
	cr := DeviceCreateRequest{Hostname: "pxe-" + hn, IPXEScriptURL: pxeURL}
	if cr.IPXEScriptURL == "" {
		t.Fatal("empty")
	}
}

// Href is a link.
type Href struct {
	Href string
}

func TestHardwareReservationPaging(t *testing.T) {
	u, _ := url.Parse("https://api.equinix.com/metal/v1/projects/p/hardware-reservations?page=1")
	nextPage := 2
	// Source: github.com/packethost/packngo/hardware_reservations_test.go:61 (escaper: a path and a page number after '?', nothing to escape)
	next := &Href{Href: fmt.Sprintf("%s?page=%d", u.Path, nextPage)} // lookalike
	if next.Href == "" {
		t.Fatal("empty")
	}
}
