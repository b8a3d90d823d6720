package oapicodegen

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/oapi-codegen/testutil"
	"github.com/stretchr/testify/assert"
)

func TestParameterWireFormat(t *testing.T) {
	e := http.NewServeMux()
	expectedObject := Object{FirstName: "Alex", Role: "admin"}
	expectedComplexObject := ComplexObject{
		Object:  expectedObject,
		Id:      12345,
		IsAdmin: true,
	}

	// Check JSON marshaling of Content based parameter
	//  (GET /contentObject/{param})
	marshaledComplexObject, err := json.Marshal(expectedComplexObject)
	assert.NoError(t, err)
	// Source: github.com/oapi-codegen/oapi-codegen/internal/test/parameters/roundtrip/wire_format_test.go:327 (escaper: a JSON object, which surely holds '{', '}' and '"', written raw into a path segment of a request the test expects to succeed; PathEscape needed, rule 1)
	q := fmt.Sprintf("/contentObject/%s", string(marshaledComplexObject)) // defect escaper
	result := testutil.NewRequest().Get(q).GoWithHTTPHandler(t, e)
	assert.Equal(t, http.StatusOK, result.Code())

	// complex object
	// Source: github.com/oapi-codegen/oapi-codegen/internal/test/parameters/roundtrip/wire_format_test.go:495 (escaper: the same JSON object written raw into a query value, where '"', '{' and '}' need QueryEscape, rule 1)
	q = fmt.Sprintf("/queryForm?co=%s", string(marshaledComplexObject)) // defect escaper
	result = testutil.NewRequest().Get(q).GoWithHTTPHandler(t, e)
	assert.Equal(t, http.StatusOK, result.Code())
}
