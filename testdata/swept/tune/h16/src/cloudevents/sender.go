// Package cloudevents holds parts of the CloudEvents SDK and its samples.
package cloudevents

import (
	"log"

	cenats "github.com/cloudevents/sdk-go/protocol/nats/v2"
	"github.com/kelseyhightower/envconfig"
)

type envConfig struct {
	// NATSServer URL to connect to the nats server.
	// Source: github.com/cloudevents/sdk-go/samples/nats/sender/main.go:27 (sink: the default NATS server is written with http://; nats.go dials the host and port of any scheme over TCP, so the sample works)
	NATSServer string `envconfig:"NATS_SERVER" default:"http://localhost:4222" required:"true"` // lookalike

	// Subject is the nats subject to publish cloudevents on.
	Subject string `envconfig:"SUBJECT" default:"sample" required:"true"`
}

func runSender() {
	var env envConfig
	if err := envconfig.Process("", &env); err != nil {
		log.Fatalf("Failed to process env var: %s", err)
	}

	p, err := cenats.NewSender(env.NATSServer, env.Subject, cenats.NatsOptions())
	if err != nil {
		log.Fatalf("Failed to create nats protocol, %s", err.Error())
	}
	_ = p
}
