package gocloud

import (
	"context"
	"log"
	"net/url"
	"testing"

	"gocloud.dev/docstore"
	"gocloud.dev/pubsub"
	"gocloud.dev/runtimevar"
	"gocloud.dev/secrets"
)

const region = "us-east-2"

func TestDynamoDBOpenCollectionURL(t *testing.T) {
	tests := []struct {
		URL     string
		WantErr bool
	}{
		// OK, overriding region.
		// Source: gocloud.dev/docstore/awsdynamodb/v2/urls_test.go:32 (escaper: the region is a constant name raw in a query value, not a text that surely needs escaping; uniform sample of 22 of 186.)
		{"dynamodb://docstore-test?partition_key=_kind&region=" + region, false}, // lookalike
	}
	for _, test := range tests {
		_, err := docstore.OpenCollection(context.Background(), test.URL)
		if (err != nil) != test.WantErr {
			t.Errorf("%s: got error %v, want error %v", test.URL, err, test.WantErr)
		}
	}
}

func Example_openSQSTopicFromURL() {
	// Source: gocloud.dev/pubsub/awssnssqs/example_test.go:90 (syntax: the queue's host and path after the awssqs scheme is the opener's documented form and parses cleanly; uniform sample of 22 of 186.)
	topic, err := pubsub.OpenTopic(context.Background(), "awssqs://"+"sqs.us-east-2.amazonaws.com/123456789012/myqueue"+"?region=us-east-2") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	_ = topic
}

func Example_openFromURL() {
	// Source: gocloud.dev/pubsub/mempubsub/example_test.go:76 (hostcase: the mem scheme is not DNS-based, so "topicA" is a topic name whose case matters (rule 5); uniform sample of 22 of 186.)
	topic, err := pubsub.OpenTopic(context.Background(), "mem://topicA") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	_ = topic
}

func TestFilevarOpenVariableURL(t *testing.T) {
	const nonexistentPath = "/no/such/file.txt"
	tests := []struct {
		URL          string
		WantErr      bool
		WantWatchErr bool
	}{
		// Relative path using host="."; bucket is created but error at read time.
		// Source: gocloud.dev/runtimevar/filevar/filevar_test.go:251 (dotsegment: the comment says the relative path through host "." is deliberate and the row expects a watch error (rules 2a, 2b); uniform sample of 22 of 186.)
		{"file://./../.." + nonexistentPath, false, true}, // lookalike
	}
	for _, test := range tests {
		_, err := runtimevar.OpenVariable(context.Background(), test.URL)
		if (err != nil) != test.WantErr {
			t.Errorf("%s: got error %v, want error %v", test.URL, err, test.WantErr)
		}
	}
}

func TestRuntimevarURLMux(t *testing.T) {
	for _, tc := range []struct {
		name string
		url  string
	}{
		{
			name: "fancy var name",
			// Source: gocloud.dev/runtimevar/runtimevar_test.go:480 (hostform: a row of the URL-mux table named "fancy var name" that puts the name in the path with an empty host on purpose (rules 2c, 2d); uniform sample of 22 of 186.)
			url: "foo:///foo/bar/baz", // lookalike
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := runtimevar.OpenVariable(context.Background(), tc.url); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestEncryptionContext(t *testing.T) {
	tests := []struct {
		URL     string
		WantErr bool
		Want    map[string]string
	}{
		// New parameter.
		// Source: gocloud.dev/secrets/awskms/kms_test.go:154 (plainhttp: the URL is only parsed for its query parameters and "foo" is no public Internet host; uniform sample of 22 of 186.)
		{"http://foo?context_foo=bar", false, map[string]string{"foo": "bar"}}, // lookalike
	}
	for _, test := range tests {
		u, err := url.Parse(test.URL)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		if err := addEncryptionContextFromURLParams(got, u.Query()); (err != nil) != test.WantErr {
			t.Fatalf("got err %v, want error? %v", err, test.WantErr)
		}
		if got["foo"] != test.Want["foo"] {
			t.Errorf("got %v, want %v", got, test.Want)
		}
	}
}

func TestAWSKMSOpenKeeper(t *testing.T) {
	tests := []struct {
		URL     string
		WantErr bool
	}{
		// OK, by ARN with empty Host.
		// Source: gocloud.dev/secrets/awskms/kms_test.go:194 (hostform: awskms takes a key ARN in the path with an empty host by design, as the comment says, and the row expects success; uniform sample of 22 of 186.)
		{"awskms:///arn:aws:kms:us-east-1:932528106278:alias/gocloud-test", false}, // lookalike
	}
	for _, test := range tests {
		_, err := secrets.OpenKeeper(context.Background(), test.URL)
		if (err != nil) != test.WantErr {
			t.Errorf("%s: got error %v, want error %v", test.URL, err, test.WantErr)
		}
	}
}
