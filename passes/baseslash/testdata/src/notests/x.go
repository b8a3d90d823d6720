package notests
