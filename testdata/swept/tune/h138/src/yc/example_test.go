package yc

import (
	"context"

	ydb "github.com/ydb-platform/ydb-go-sdk/v3"
)

func Example_withServiceAccountKeyFileCredentials_yandexCloud() {
	db, err := ydb.Open(
		context.TODO(),
		// Source: github.com/ydb-platform/ydb-go-yc/example_test.go:14 (syntax: a '/' inside the database query value of the DSN is allowed by RFC 3986.)
		"grpcs://ydb.serverless.yandexcloud.net:2135/?database=/ru-central1/yc.serverless.cloud/etne6yegf7346f0h71tpev2p", // lookalike
		WithServiceAccountKeyFileCredentials("./yc/sa.json"),
	)
	if err != nil {
		panic(err)
	}
	_ = db.Close(context.TODO())
}

func Example_withServiceAccountKeyFileCredentials_nebius() {
	creds := WithServiceAccountKeyFileCredentials("./nebius/sa.json",
		// Source: github.com/ydb-platform/ydb-go-yc/example_test.go:30 (port: the IAM endpoint is a gRPC dial target host:port, so the :443 is required.)
		WithEndpoint("iam.api.il.nebius.cloud:443"), // lookalike
	)
	_ = creds
}
