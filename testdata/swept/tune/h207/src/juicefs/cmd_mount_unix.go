package juicefs

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"time"
)

// showThreadStack dumps goroutines of the agent; agentAddr is the debug agent's listener address (host:port).
func showThreadStack(agentAddr string) {
	if agentAddr == "" {
		return
	}
	client := http.Client{Timeout: 10 * time.Second}
	fn := func(level int) error {
		// Source: github.com/juicedata/juicefs/cmd/mount_unix.go:70 (syntax: the %s is the debug agent address taken from its listener and the %d a debug level, giving a valid URL)
		resp, err := client.Get(fmt.Sprintf("http://%s/debug/pprof/goroutine?debug=%d", agentAddr, level)) // lookalike
		if err != nil {
			return err
		}
		grs, _ := io.ReadAll(resp.Body)
		log.Printf("list goroutines (debug=%d) from %s:\n%s", level, agentAddr, string(grs))
		return resp.Body.Close()
	}
	_ = fn(1)
}
