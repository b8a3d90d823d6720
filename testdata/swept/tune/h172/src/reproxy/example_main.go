package reproxy

import (
	"context"
	"log"
	"net/http"
)

// runExamplePlugin is main of the example plugin: create demo plugin with two methods
// and register it with the reproxy plugin conductor.
func runExamplePlugin() {
	plugin := Plugin{
		Name:    "TestPlugin",
		Address: "plugin-example:1234",
		Methods: []string{"HeaderThing", "ErrorThing"},
	}
	// do start the plugin listener and register with reproxy plugin conductor
	// Source: github.com/umputun/reproxy/examples/plugin/main.go:21 (plainhttp: by the plainhttp definition, plain http to the conductor on the single-label docker-compose service name reproxy, no public Internet host)
	if err := plugin.Do(context.TODO(), "http://reproxy:8081", new(Handler)); err != nil { // lookalike
		log.Fatal(err)
	}
}

// Handler is an example of middleware handler altering headers and status
type Handler struct{}

// HeaderThing adds key:val header to the response
func (h *Handler) HeaderThing(req http.Header, res *http.Header) (err error) {
	*res = http.Header{}
	res.Add("key", "val")
	return nil
}
