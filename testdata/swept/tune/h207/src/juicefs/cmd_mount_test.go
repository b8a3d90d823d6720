package juicefs

import (
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
)

func TestExposeMetrics(t *testing.T) {
	metricsAddr := exposeMetrics("127.0.0.1:0")
	// Source: github.com/juicedata/juicefs/cmd/mount_test.go:96 (hostjoin: the Host field takes the listener's own address string, already a joined and bracketed host:port, and url.URL builds the URL)
	u := url.URL{Scheme: "http", Host: metricsAddr, Path: "/metrics"} // lookalike
	resp, err := http.Get(u.String())
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.ReadAll(resp.Body)
	_ = resp.Body.Close()

	// Source: github.com/juicedata/juicefs/cmd/mount_test.go:104 (hostjoin: the same listener address in the Host field of a url.URL, no hand join)
	pprofURL := url.URL{Scheme: "http", Host: metricsAddr, Path: "/debug/pprof/cmdline"} // lookalike
	pprofResp, err := http.Get(pprofURL.String())
	if err != nil {
		t.Fatal(err)
	}
	_ = pprofResp.Body.Close()
	if pprofResp.StatusCode != http.StatusNotFound {
		t.Fatalf("pprof exposed")
	}
}

func TestUpdateFstab(t *testing.T) {
	content, err := os.ReadFile("/etc/fstab")
	if err != nil {
		t.Skip()
	}
	// Source: github.com/juicedata/juicefs/cmd/mount_test.go:244 (syntax: an expected fstab line whose first field is the meta URL, a whitespace-separated record and not one URI)
	rv := "redis://127.0.0.1:6379/11 /tmp/jfs-unit-test juicefs _netdev,enable-xattr,entry-cache=2,max-uploads=3,max_read=99,no-usage-report,writeback 0 0" // lookalike
	if lv := strings.TrimSpace(string(content)); lv != rv {
		t.Logf("fstab entry differs: %s", lv)
	}
}
