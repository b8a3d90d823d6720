// Package sentinel rewrites cases from github.com/alibaba/sentinel-golang.
package sentinel

import (
	"context"
	"log"

	"github.com/go-kratos/kratos/v2/transport/grpc"
)

const serviceName = "example.helloworld"

func initOutlierClient() *grpc.ClientConn {
	// Source: github.com/alibaba/sentinel-golang/example/outlier/hello_kratos/client/client.go:39 (hostform: a kratos discovery target "discovery:///name" for the gRPC dialer, whose empty authority its resolver expects)
	endpoint := "discovery:///" + serviceName // lookalike
	conn, err := grpc.DialInsecure(
		context.Background(),
		grpc.WithEndpoint(endpoint),
	)
	if err != nil {
		log.Fatal(err)
	}
	return conn
}
