package simpleforce

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
)

type jsonError []struct {
	Message   string `json:"message"`
	ErrorCode string `json:"errorCode"`
}

type xmlError struct {
	Message   string `xml:"Body>Fault>faultstring"`
	ErrorCode string `xml:"Body>Fault>faultcode"`
}

// SalesforceError is an error returned by Salesforce.
type SalesforceError struct {
	Message      string
	HttpCode     int
	ErrorCode    string
	ErrorMessage string
}

func (err SalesforceError) Error() string {
	return err.Message
}

// ParseSalesforceError reads a JSON or SOAP error body.
func ParseSalesforceError(statusCode int, responseBody []byte) (err error) {
	jsonError := jsonError{}
	err = json.Unmarshal(responseBody, &jsonError)
	if err == nil && len(jsonError) > 0 {
		return SalesforceError{
			Message:      fmt.Sprintf(logPrefix+" Error. http code: %v Error Message:  %v Error Code: %v", statusCode, jsonError[0].Message, jsonError[0].ErrorCode),
			HttpCode:     statusCode,
			ErrorCode:    jsonError[0].ErrorCode,
			ErrorMessage: jsonError[0].Message,
		}
	}
	xmlError := xmlError{}
	err = xml.Unmarshal(responseBody, &xmlError)
	if err == nil {
		return SalesforceError{
			Message:      fmt.Sprintf(logPrefix+" Error. http code: %v Error Message:  %v Error Code: %v", statusCode, xmlError.Message, xmlError.ErrorCode),
			HttpCode:     statusCode,
			ErrorCode:    xmlError.ErrorCode,
			ErrorMessage: xmlError.Message,
		}
	}
	return SalesforceError{
		Message:  string(responseBody),
		HttpCode: statusCode,
	}
}
