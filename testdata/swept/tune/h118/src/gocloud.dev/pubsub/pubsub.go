// Package pubsub is a minimal stub of gocloud.dev/pubsub.
package pubsub

import "context"

// Topic sends messages.
type Topic struct{}

// Subscription receives messages.
type Subscription struct{}

// OpenTopic opens the topic named by urlstr through the opener registered for its scheme.
func OpenTopic(ctx context.Context, urlstr string) (*Topic, error) { panic("stub") }

// OpenSubscription opens the subscription named by urlstr through the opener registered for its scheme.
func OpenSubscription(ctx context.Context, urlstr string) (*Subscription, error) { panic("stub") }

// Shutdown flushes and closes the topic.
func (t *Topic) Shutdown(ctx context.Context) error { panic("stub") }

// Shutdown closes the subscription.
func (s *Subscription) Shutdown(ctx context.Context) error { panic("stub") }
