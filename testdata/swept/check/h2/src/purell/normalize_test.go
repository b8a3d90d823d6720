package purell

import (
	"fmt"
	"net/url"
	"testing"
)

// Source: github.com/PuerkitoBio/purell/purell_test.go:57 (normalizer table: uppercase scheme and host and a default port in, normal form out)
func TestNormalizeTable(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"LowerScheme", "HTTP://www.Shop.example", "http://www.shop.example"},                                        // lookalike
		{"RemoveDefaultPort", "HTTP://www.Shop.example:80/", "http://www.shop.example/"},                             // lookalike
		{"KeepOtherPort", "HTTPS://www.Shop.example:8443/cart", "https://www.shop.example:8443/cart"},                // lookalike
		{"UserInfo", "http://ADMIN:hunter2@www.Shop.example/orders", "http://ADMIN:hunter2@www.shop.example/orders"}, // lookalike
	}
	for _, tc := range tests {
		got, err := Normalize(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%s: Normalize(%q) = %q, %v; want %q", tc.name, tc.in, got, err, tc.want)
		}
	}
}

// Source: github.com/PuerkitoBio/purell/purell_test.go:512 (dot-segment removal rows of the normalizer)
func TestDotSegmentRows(t *testing.T) {
	for in, want := range map[string]string{
		"http://docs.example.test/guide/intro/../setup": "http://docs.example.test/guide/setup", // lookalike
		"http://docs.example.test/./guide":              "http://docs.example.test/guide",       // lookalike
	} {
		u, err := url.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.ResolveReference(&url.URL{}).String(); got != want {
			t.Errorf("%s -> %s, want %s", in, got, want)
		}
	}
}

// Source: github.com/PuerkitoBio/purell/urlesc_test.go:182 (escaping table copied from net/url: a URL with userinfo and the url.URL it parses to)
func TestParseUserPassword(t *testing.T) {
	want := &url.URL{
		Scheme: "http",
		User:   url.UserPassword("jane", "p@ssword"), // lookalike
		Host:   "accounts.example.com",
	}
	u, err := url.Parse("http://jane:p%40ssword@accounts.example.com") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != want.String() {
		t.Errorf("got %s, want %s", u, want)
	}
}

// Source: github.com/PuerkitoBio/purell/urlnorm_test.go:36 (IDNA rows: non-ASCII hosts in, their A-labels out)
func TestIDNRows(t *testing.T) {
	cases := map[string]string{
		"http://bücher.example": "http://xn--bcher-kva.example", // lookalike
		"http://\u00e9.example": "http://xn--9ca.example",       // lookalike
	}
	for in, want := range cases {
		if got, err := NormalizeIDN(in); err != nil || got != want {
			t.Logf("NormalizeIDN(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// Source: github.com/PuerkitoBio/purell/example_test.go:9 (example: the normalizer's input has every form it fixes)
func ExampleNormalize() {
	s, _ := Normalize("hTTp://someSHOP.example:80/Catalog%3f/list/") // lookalike
	fmt.Println(s)
}
