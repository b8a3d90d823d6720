// Package nats is a stub of github.com/cloudevents/sdk-go/protocol/nats/v2.
package nats

// Sender sends messages to a NATS subject.
type Sender struct{}

// Option configures a sender.
type Option func() error

// NatsOptions returns the default options.
func NatsOptions() []Option { return nil }

// NewSender connects to the NATS server at url (nats.Connect) and returns a sender for subject.
func NewSender(url string, subject string, natsOpts []Option) (*Sender, error) {
	return &Sender{}, nil
}
