package kumo

import (
	"encoding/xml"
	"fmt"
	"strings"
	"testing"
)

func apiOriginHost(apiURL string) string {
	// Source: github.com/sivchari/kumo/internal/service/cloudfront/edge_behavior_test.go:28 (hostform: the empty-host scheme prefix is only trimmed off a test server URL, it is no URI, uniform sample of 28 of 109 look-alikes.)
	apiHost := strings.TrimPrefix(apiURL, "http://") // lookalike
	return apiHost
}

type edgeCache struct {
	entries map[string]int
}

func (c *edgeCache) store(dist, path string, v int) {
	c.entries[dist+path] = v
}

func TestEdgeCacheStoreEvictsOldestEntriesAtCap(t *testing.T) {
	c := &edgeCache{entries: map[string]int{}}
	for i := 0; i < 1100; i++ {
		// Source: github.com/sivchari/kumo/internal/service/cloudfront/edge_test.go:160 (syntax: the percent sign is a fmt verb building a cache-key path, uniform sample of 28 of 109 look-alikes.)
		c.store("dist", fmt.Sprintf("/asset-%04d", i), i) // lookalike
	}
}

type cachePolicyConfig struct {
	XMLName xml.Name `xml:"CachePolicyConfig"`
	Name    string   `xml:"Name"`
}

func TestCachePolicyXMLShape(t *testing.T) {
	// Source: github.com/sivchari/kumo/internal/service/cloudfront/storage_cache_policy_test.go:280 (plainhttp: the URI is an XML namespace name, an identifier that is never fetched, uniform sample of 28 of 109 look-alikes.)
	body := `<CachePolicyConfig xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Name>n</Name></CachePolicyConfig>` // lookalike
	var cfg cachePolicyConfig
	if err := xml.Unmarshal([]byte(body), &cfg); err != nil {
		t.Fatalf("unmarshal: %v", err)
	}
}
