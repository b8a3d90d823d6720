// Package watermillamqp holds cases rewritten from github.com/ThreeDotsLabs/watermill-amqp/v3.
package watermillamqp

import (
	"os"

	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
)

func waitForAMQPURI() string {
	uri := os.Getenv("WATERMILL_TEST_AMQP_URI")
	if uri != "" {
		return uri
	}
	// Source: github.com/ThreeDotsLabs/watermill-amqp/v3/internal/wait-for/main.go:32 (credentials: fallback AMQP connection URI written in non-test code carries the constant password guest, which is no mask or placeholder)
	return "amqp://guest:guest@localhost:5672/" // defect credentials
}

func tryConnecting() amqp.Config {
	return amqp.NewDurablePubSubConfig(waitForAMQPURI(), nil)
}
