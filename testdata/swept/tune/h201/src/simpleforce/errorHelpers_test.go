package simpleforce

import (
	"testing"
)

var expectedError SalesforceError = SalesforceError{
	HttpCode:     417,
	Message:      logPrefix + " Error. http code: 417 Error Message:  something went wrong Error Code: SMTH_WRNG",
	ErrorCode:    "SMTH_WRNG",
	ErrorMessage: "something went wrong",
}

func TestSuccessfulXMLParse(t *testing.T) {
	// Source: github.com/simpleforce/simpleforce/errorHelpers_test.go:29 (syntax: a SOAP fault body given to the error parser, an XML document whose namespace name is an identifier, not a URI in use)
	response := `
		<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">
			<s:Body>
				<s:Fault>
					<faultcode>SMTH_WRNG</faultcode>
					<faultstring xml:lang="en-US">something went wrong</faultstring>
				</s:Fault>
			</s:Body>
		</s:Envelope>
	` // lookalike
	err := ParseSalesforceError(417, []byte(response))
	if err != expectedError {
		t.Errorf("failed to parse XML error, got %s", err)
	}
}
