// Package pubsub holds a rewritten excerpt of scorecard's GCS pubsub subscriber.
package pubsub

import "strings"

const (
	maxMessagesToPull = 1
	// Source: github.com/ossf/scorecard/v5/cron/internal/pubsub/subscriber_gcs.go:35 (sink: a bare gocloud scheme prefix that is trimmed off the subscription URL to leave the GCP resource name, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
	gcpPubsubPrefix = "gcppubsub://" // lookalike
)

type gcsSubscriber struct {
	subscriptionURL string
}

func createGCSSubscriber(subscriptionURL string) *gcsSubscriber {
	return &gcsSubscriber{
		subscriptionURL: strings.TrimPrefix(subscriptionURL, gcpPubsubPrefix),
	}
}
