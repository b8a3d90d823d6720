// Package alert is a stand-in for github.com/TwiN/gatus/v5/alerting/alert.
package alert

// Alert is the part of gatus' alert.Alert that the providers read.
type Alert struct {
	Description      *string
	SuccessThreshold int
	FailureThreshold int
}

// GetDescription retrieves the description of the alert
func (alert *Alert) GetDescription() string {
	if alert.Description == nil {
		return ""
	}
	return *alert.Description
}
