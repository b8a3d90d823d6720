// Package micro is the protoc-gen-micro code generator plugin.
package micro

import "fmt"

type micro struct {
	param map[string]string
}

func (g *micro) generateClientMethod(pkg, servName, methodName string) string {
	reqMethod := fmt.Sprintf("%s.%s", servName, methodName)
	useGrpc := g.param["use_grpc"]
	if useGrpc != "" {
		// Source: go-micro.dev/v6/cmd/protoc-gen-micro/plugin/micro/micro.go:303 (escaper: a gRPC method name built from the proto package, service and method identifiers, no escaping needed; fine under the escaper check of the table)
		reqMethod = fmt.Sprintf("/%s.%s/%s", pkg, servName, methodName) // lookalike
	}
	return reqMethod
}
