package masker

import (
	"net/http"
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
