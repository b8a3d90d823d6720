package masker

import (
	"net/http"
	"net/url"
	"testing"
)

// Rows that try one URI with one userinfo after another are the
// masker's inputs whole, default port and all (rule 2d).
func TestMaskCredentials(t *testing.T) {
	for _, tc := range []struct{ rawURL, masked string }{
		{rawURL: "http://USER:PASSWORD@proxy.example:80/", masked: "http://xxxxx:xxxxx@proxy.example:80/"},
		{rawURL: "http://USER%40corp:pa%3Fsword@proxy.example:80/", masked: "http://xxxxx:xxxxx@proxy.example:80/"},
	} {
		if got := MaskCredentials(tc.rawURL); got != tc.masked {
			t.Fatal(got)
		}
	}
}

// One masked URL alone tries nothing but the mask.
func TestMaskOne(t *testing.T) {
	if got := MaskCredentials("http://u:pw@proxy.example:80/"); got != "http://xxxxx:xxxxx@proxy.example/" { // want `port "80"`
		t.Fatal(got)
	}
	http.Get("http://proxy.example:80/") // want `port "80"`
}

// The input and the expected output of code that turns one URL into
// another try the port it keeps (rule 2c); a URL given to a client is a
// working one.
func TestSwitchHost(t *testing.T) {
	u, _ := url.Parse("http://bucket.example:80/123")
	if res := toSwitchHost(u); res.String() != "http://switched.example:80/123" {
		t.Fatal(res)
	}
	v, _ := url.Parse("http://bucket.example:80/456") // want `port "80"`
	if err := dial(v); err != nil {
		t.Fatal(err)
	}
}
