package ntfy

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

func poll(worker int, baseURL string) {
	topic, ip := fmt.Sprintf("polltopic%d", worker), fmt.Sprintf("1.2.%d.%d", (worker/255)%255, worker%255)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second*2)
	defer cancel()
	// Source: heckel.io/ntfy/v2/tools/loadgen/main.go:58 (escaper: the topic spliced into the path is generated as polltopic plus an integer, which needs no escaping)
	req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/%s/json?poll=1&since=all", baseURL, topic), nil) // lookalike
	req.Header.Set("X-Forwarded-For", ip)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	resp.Body.Close()
}
