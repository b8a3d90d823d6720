package memory

import (
	"sync"
	"testing"

	"gatus/config/endpoint"
)

func TestStore_ConcurrentAccess(t *testing.T) {
	store := NewStore()
	t.Run("concurrent-endpoint-insertions", func(t *testing.T) {
		var wg sync.WaitGroup
		numGoroutines := 10
		endpoints := make([]*endpoint.Endpoint, numGoroutines)
		for i := range endpoints {
			endpoints[i] = &endpoint.Endpoint{
				Name:  "endpoint-" + string(rune('A'+i)),
				Group: "concurrent",
				// Source: github.com/TwiN/gatus/v5/storage/store/memory/memory_test.go:932 (escaper: the appended path segment is one capital letter A to J, an unreserved character needing no escaping; so by the escaper check, which concerns values needing escaping, nothing is missing)
				URL: "https://example.com/" + string(rune('A'+i)), // lookalike
			}
		}
		for i := range endpoints {
			wg.Add(1)
			go func(ep *endpoint.Endpoint) {
				defer wg.Done()
				_ = store.InsertEndpointResult(ep, &endpoint.Result{Success: true})
			}(endpoints[i])
		}
		wg.Wait()
	})
}
