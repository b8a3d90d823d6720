// Package ipp is a minimal stub of github.com/phin1x/go-ipp.
package ipp

// Tags of attribute values.
const (
	TagInteger  int8 = 0x21
	TagEnum     int8 = 0x23
	TagUri      int8 = 0x45
	TagLanguage int8 = 0x48
)

// Attribute is an IPP attribute.
type Attribute struct {
	Tag   int8
	Name  string
	Value interface{}
}

// Attributes maps names to attributes.
type Attributes map[string][]Attribute

// Response is an IPP response.
type Response struct {
	ProtocolVersionMajor int8
	ProtocolVersionMinor int8
	StatusCode           int16
	RequestId            int32
	OperationAttributes  Attributes
}

// NewResponse makes a response.
func NewResponse(statusCode int16, reqID int32) *Response {
	return &Response{StatusCode: statusCode, RequestId: reqID, OperationAttributes: make(Attributes)}
}
