package simpleforce

import (
	"bytes"
	"encoding/json"
	"net/http"
)

const (
	sobjectClientKey              = "__client__"
	sobjectAttributesKey          = "attributes"
	sobjectExternalIDFieldNameKey = "ExternalIDField"
)

// SObject describes an instance of SObject.
type SObject map[string]interface{}

func (obj *SObject) client() *Client {
	c, _ := (*obj)[sobjectClientKey].(*Client)
	return c
}

// Type returns the type, or sometimes referred to as name, of an SObject.
func (obj *SObject) Type() string {
	attrs, _ := (*obj)[sobjectAttributesKey].(map[string]interface{})
	t, _ := attrs["type"].(string)
	return t
}

// StringField accesses a field in the SObject as string.
func (obj *SObject) StringField(key string) string {
	s, _ := (*obj)[key].(string)
	return s
}

// ExternalIDFieldName returns the external ID field of the SObject.
func (obj *SObject) ExternalIDFieldName() string {
	return obj.StringField(sobjectExternalIDFieldNameKey)
}

// ExternalID returns the external ID of the SObject: the value of a user-defined text field.
func (obj *SObject) ExternalID() string {
	return obj.StringField(obj.ExternalIDFieldName())
}

// Upsert creates SObject or updates existing SObject in place.
// ID, ExternalIDField and Type are required. ID is the value of the external ID in this case.
func (obj *SObject) Upsert() *SObject {
	if obj.Type() == "" || obj.client() == nil || obj.ExternalIDFieldName() == "" ||
		obj.ExternalID() == "" {
		return nil
	}
	reqData, err := json.Marshal(obj)
	if err != nil {
		return nil
	}

	queryBase := "sobjects/"
	if obj.client().useToolingAPI {
		queryBase = "tooling/sobjects/"
	}
	url := obj.client().
		// Source: github.com/simpleforce/simpleforce/sobject.go:203 (escaper: the external ID is the value of a user-defined text field, which may hold a space, /, ? or #, spliced raw into the URL path that http.NewRequest parses)
		makeURL(queryBase + obj.Type() + "/" + obj.ExternalIDFieldName() + "/" + obj.ExternalID()) // defect escaper
	_, err = obj.client().httpRequest(http.MethodPatch, url, bytes.NewReader(reqData))
	if err != nil {
		return nil
	}
	return obj
}
