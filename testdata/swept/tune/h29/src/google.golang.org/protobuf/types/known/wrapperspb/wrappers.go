// Package wrapperspb stands in for
// google.golang.org/protobuf/types/known/wrapperspb: only what the cases use.
package wrapperspb

// StringValue wraps a string.
type StringValue struct {
	Value string
}

// String wraps v.
func String(v string) *StringValue { return &StringValue{Value: v} }

// GetValue gives the string.
func (x *StringValue) GetValue() string {
	if x == nil {
		return ""
	}
	return x.Value
}
