package wakapi

import (
	"fmt"
	"net/http"
	"os"
	"time"
)

// main is the healthcheck script: it GETs the local health endpoint.
func main() {
	port := os.Getenv("WAKAPI_PORT")
	if port == "" {
		port = "3000"
	}

	// Source: github.com/muety/wakapi/scripts/healthcheck.go:16 (port: by the template rule the %s is filled with the configured port, 3000 by default, giving a valid loopback URL)
	url := fmt.Sprintf("http://127.0.0.1:%s/api/health", port) // lookalike

	client := http.Client{
		Timeout: 2 * time.Second,
	}

	resp, err := client.Get(url)
	if err != nil {
		fmt.Printf("Healthcheck failed: %v\n", err)
		os.Exit(1)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		os.Exit(1)
	}
	os.Exit(0)
}
