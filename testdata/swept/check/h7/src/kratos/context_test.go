package kratos

import (
	"context"
	"reflect"
	"testing"
)

type ctxKey2 struct{}

func TestContextValue(t *testing.T) {
	ctx := context.WithValue(context.Background(), ctxKey2{}, "https://go-kratos.dev/")

	got2 := ctx.Value(ctxKey2{})
	value2, ok := got2.(string)
	if !ok {
		t.Errorf("expect %v, got %v", true, ok)
	}
	if !reflect.DeepEqual(value2, "https://go-kratos.dev/") {
		// Source: github.com/go-kratos/kratos/internal/context/context_test.go:68 (syntax: a space before the URL in the expected value a failure message prints, layout of a message and no URI given to code, rule 4)
		t.Errorf("expect %v, got %v", " https://go-kratos.dev/", value2) // lookalike
	}
}
