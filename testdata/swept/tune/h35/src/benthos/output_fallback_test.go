package benthos

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// Source: github.com/redpanda-data/benthos/v4/internal/impl/pure/output_fallback_test.go:42 (port: port 11111111 > 65535 in an http_client URL the test configures as the failing target; a badurl name does not make it deliberate (rule 2, last sentence).)
func TestFallbackOutputBasic(t *testing.T) {
	dir := t.TempDir()
	conf := fmt.Sprintf("\n"+
		"fallback:\n"+
		"  - http_client:\n"+
		"      url: http://localhost:11111111/badurl\n"+ // defect port
		"      retries: 1\n"+
		"      retry_period: \"1ms\"\n"+
		"  - file:\n"+
		"      path: '%v'\n"+
		"      codec: all-bytes\n", filepath.Join(dir, "two", "bar.txt"))
	if !strings.Contains(conf, "http_client") {
		t.Fatal("bad config")
	}
}
