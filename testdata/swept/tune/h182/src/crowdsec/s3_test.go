package crowdsec

import (
	"context"
	"testing"
)

// mockSQSClientSNS.ReceiveMessage returns an SNS notification wrapping an S3 event.
func mockSNSNotificationBody() string {
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/s3_test.go:125 (syntax: a JSON SNS message body whose URL fields are well formed; the text is no URI, a URL inside data text, rule 4)
	return "\n\t\t\t\t{\"Type\":\"Notification\",\"MessageId\":\"95f3b5d2-c347-577e-b07d-d535ff80d9c4\",\"TopicArn\":\"arn:aws:sns:eu-west-1:309081560286:s3-notif\",\"Subject\":\"Amazon S3 Notification\",\"Message\":\"{\\\"Records\\\":[{\\\"s3\\\":{\\\"bucket\\\":{\\\"name\\\":\\\"my_bucket\\\"},\\\"object\\\":{\\\"key\\\":\\\"foo.log\\\"}}}]}\",\"SigningCertURL\":\"https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem\",\"UnsubscribeURL\":\"https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=arn:aws:sns:eu-west-1:309081560286:s3-notif:acfdadc0-43d0-48ba-81c9-052bd253febe\"}\n\t\t\t\t" // lookalike
}

func TestS3DSNAcquis(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name               string
		dsn                string
		expectedBucketName string
		expectedPrefix     string
	}{
		{
			name: "basic",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/s3_test.go:148 (hostform: the part after s3:// is a bucket name split off by hand, an identifier and no DNS host, rule 5)
			dsn:                "s3://bucket_no_prefix/foo.log", // lookalike
			expectedBucketName: "bucket_no_prefix",
			expectedPrefix:     "",
		},
		{
			name: "with prefix",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/s3/s3_test.go:155 (hostform: a bucket name as the first part of a hand-split s3 DSN, an identifier, rule 5)
			dsn:                "s3://bucket_with_prefix/prefix/", // lookalike
			expectedBucketName: "bucket_with_prefix",
			expectedPrefix:     "prefix/",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			f := S3Source{}
			if err := f.ConfigureByDSN(ctx, test.dsn, map[string]string{"foo": "bar"}, ""); err != nil {
				t.Fatal(err)
			}
			if f.BucketName != test.expectedBucketName || f.Prefix != test.expectedPrefix {
				t.Errorf("got %q %q", f.BucketName, f.Prefix)
			}
		})
	}
	_ = mockSNSNotificationBody()
}
