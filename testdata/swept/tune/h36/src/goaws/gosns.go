package goaws

import (
	"time"
)

// SNSMessage is a message delivered to an HTTP subscriber.
type SNSMessage struct {
	Type             string
	Token            string
	TopicArn         string
	SigningCertURL   string
	SubscribeURL     string
	UnsubscribeURL   string
	Timestamp        string
	SignatureVersion string
}

func confirmSubscription(topicArn, uuid, token string) *SNSMessage {
	return &SNSMessage{
		Type:     "SubscriptionConfirmation",
		Token:    token,
		TopicArn: topicArn,
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:209 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		SigningCertURL:   "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/SimpleNotificationService/" + uuid + ".pem", // defect hostjoin
		SignatureVersion: "1",
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:211 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		SubscribeURL: "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/?Action=ConfirmSubscription&TopicArn=" + topicArn + "&Token=" + token, // defect hostjoin
		Timestamp:    time.Now().UTC().Format(time.RFC3339),
	}
}

func createMessage(id, subscriptionArn string) SNSMessage {
	return SNSMessage{
		Type:             "Notification",
		Timestamp:        time.Now().UTC().Format(time.RFC3339),
		SignatureVersion: "1",
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:587 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		SigningCertURL: "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/SimpleNotificationService/" + id + ".pem", // defect hostjoin
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:588 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		UnsubscribeURL: "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/?Action=Unsubscribe&SubscriptionArn=" + subscriptionArn, // defect hostjoin
	}
}

func createMessageJSON(msgID, subscriptionArn string) SNSMessage {
	return SNSMessage{
		Type:             "Notification",
		Timestamp:        time.Now().UTC().Format(time.RFC3339),
		SignatureVersion: "1",
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:726 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		SigningCertURL: "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/SimpleNotificationService/" + msgID + ".pem", // defect hostjoin
		// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns.go:727 (hostjoin: the configured host is joined to the port with a bare ':', so an IPv6 address there would need brackets.)
		UnsubscribeURL: "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/?Action=Unsubscribe&SubscriptionArn=" + subscriptionArn, // defect hostjoin
	}
}
