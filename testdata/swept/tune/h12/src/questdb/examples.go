package questdb

import (
	"context"
	"log"

	qdb "github.com/questdb/go-questdb-client/v4"
)

func exampleFromConf() {
	ctx := context.TODO()
	// Source: github.com/questdb/go-questdb-client/examples/from-conf/main.go:13 (sink: a QuestDB configuration string, schema::key=value;, no http URI with a broken "://")
	sender, err := qdb.LineSenderFromConf(ctx, "http::addr=localhost:9000;") // lookalike
	if err != nil {
		log.Fatal(err)
	}
	defer sender.Close(ctx)
}

func exampleHTTPAuth() {
	ctx := context.TODO()
	sender, err := qdb.NewLineSender(
		ctx,
		qdb.WithHttp(),
		// Source: github.com/questdb/go-questdb-client/examples/http/auth/main.go:16 (sink: host:port given to the sender's address option, no URI)
		qdb.WithAddress("localhost:9000"), // lookalike
		qdb.WithBasicAuth(
			"admin", // username
			"quest", // password
		),
	)
	if err != nil {
		log.Fatal(err)
	}
	defer sender.Close(ctx)
}
