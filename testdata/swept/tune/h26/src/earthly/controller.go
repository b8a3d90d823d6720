package earthly

import (
	"fmt"
	"net/http"
	"time"
)

func waitReady(containerPort int) {
	// Poll the registry's /v2/ endpoint until it is ready. The registry
	// will return a 200 when ready.
	for {
		// Source: github.com/earthly/earthly/regproxy/controller.go:163 (hostjoin: the host is the constant 127.0.0.1, joined with a port by %d)
		res, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/v2/", containerPort)) // lookalike
		if res != nil && res.Body != nil {
			res.Body.Close()
		}
		if err == nil && res.StatusCode == http.StatusOK {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}
