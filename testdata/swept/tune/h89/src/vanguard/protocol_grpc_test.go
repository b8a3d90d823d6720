package vanguard

import "testing"

func TestGRPCPercentEncoding(t *testing.T) {
	for _, input := range []string{
		"foo",
		"foo bar",
		// Source: connectrpc.com/vanguard/protocol_grpc_test.go:100 (percent: a stray '%' is input to the gRPC message percent-encoder round trip, and no URI; rule 2c)
		`foo%bar`, // lookalike
	} {
		encoded := grpcPercentEncode(input)
		decoded, _ := grpcPercentDecode(encoded)
		if decoded != input {
			t.Errorf("got %q", decoded)
		}
	}
}
