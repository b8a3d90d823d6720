package shiori

import (
	"net/http"
	"testing"
)

func TestServerBasic(t *testing.T) {
	container := NewShioriContainer(t, "")

	t.Run("liveness endpoint", func(t *testing.T) {
		// Source: github.com/go-shiori/shiori/e2e/server/basic_test.go:15 (hostjoin: the test writes the host "localhost" itself; only the port is the container's mapped port, rule 3)
		req, err := http.Get("http://localhost:" + container.GetPort() + "/system/liveness") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if req.StatusCode != http.StatusOK {
			t.Fatalf("got status %d", req.StatusCode)
		}
	})
}
